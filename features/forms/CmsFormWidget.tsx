import { useGetFormQuery } from '@api/forms';
import { useCulture, useTranslation } from '@base/i18n/useTranslation';
import { CmsForm } from './CmsForm';

/**
 * CMS widget `<div data-widget="cms-form" data-form="CODE"></div>`: fetches the form's
 * definition in the page's culture and renders it; an unknown code or a failed fetch shows the
 * translated widget message instead (and the page goes on).
 */
export function CmsFormWidget({ form }: { form?: string | undefined }) {
  const { t } = useTranslation();
  const culture = useCulture();
  const code = form?.trim() ?? '';
  const { data, isError } = useGetFormQuery({ code, culture }, { skip: !code });
  if (!code || isError) {
    return (
      <p className="widget-error" role="status">
        {t('CmsForms.LoadError')}
      </p>
    );
  }
  if (!data) {
    return (
      <p className="cms-form-loading" role="status" aria-busy="true">
        {t('CmsForms.Loading')}
      </p>
    );
  }
  return <CmsForm view={data} culture={culture} />;
}

export default CmsFormWidget;
