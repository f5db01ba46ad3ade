import { useMemo } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { DocumentLibrary } from '../library/DocumentLibrary';
import { parseWholeNumber, type MarkerAttributes } from './parseAttributes';

function libraryProps(attributes: MarkerAttributes) {
  const rootFolderId = parseWholeNumber(attributes.rootFolderId);
  const depth = parseWholeNumber(attributes.depth);
  return {
    ...(rootFolderId === undefined ? {} : { rootFolderId }),
    ...(depth === undefined ? {} : { depth }),
  };
}

/**
 * CMS widget `document-library` (root-folder-id, depth): the folder tree and the chosen folder's
 * documents, on a CMS page (the "documents" page). Its own chunk.
 */
export default function DocumentLibraryWidget(attributes: MarkerAttributes) {
  const { t } = useTranslation();
  const key = JSON.stringify(attributes);
  const parsed = useMemo(() => {
    try {
      return { props: libraryProps(attributes) };
    } catch (problem) {
      return { problem: String(problem) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!parsed.props) {
    console.warn(`Document library widget: ${parsed.problem}`);
    return (
      <p className="widget-error" role="status">
        {t('Assets.Widget.WidgetError')}
      </p>
    );
  }
  return <DocumentLibrary {...parsed.props} headingLevel={2} />;
}
