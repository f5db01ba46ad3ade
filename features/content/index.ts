/** What other features may use of content: CMS HTML with its links and scripts (link modals). */
export { CmsHtml } from './CmsHtml';
