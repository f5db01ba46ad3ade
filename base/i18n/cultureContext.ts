import { createContext } from 'react';

/**
 * The culture for a tree rendered outside the router (a CMS widget's own React root): useCulture()
 * reads it before the route's :culture parameter. Undefined inside the app's router tree.
 */
export const CultureContext = createContext<string | undefined>(undefined);
