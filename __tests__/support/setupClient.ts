import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// Lazy chunks (dialogs, banners) take longer than the default 1 s on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });
