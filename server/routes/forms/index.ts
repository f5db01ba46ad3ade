import type { FastifyPluginAsync } from 'fastify';
import { formRoutes } from './forms';

/**
 * CMS forms (issue 18, ours; spec 000 "Validation rules"): definitions stored in cms_forms,
 * rendered by the `cms-form` widget, submissions checked with the same rules as the client,
 * stored in cms_form_submissions and mailed to the form's recipient.
 */
export const formsDomain: FastifyPluginAsync = async (app) => {
  await app.register(formRoutes);
};
