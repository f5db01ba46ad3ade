import { useMemo } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import AssetWidgetView from '../widget/AssetWidgetView';
import type { AssetWidgetProps } from '../widget/props';
import {
  acceptFromFileTypes,
  flag,
  parseMaxFileSize,
  parsePresetAssets,
  parseWholeNumber,
  type MarkerAttributes,
} from './parseAttributes';

export type MarkerKind = 'file' | 'image' | 'multi';

const DEFAULT_LABELS: Record<MarkerKind, string> = {
  file: 'Assets.Widget.FileLabel',
  image: 'Assets.Widget.ImageLabel',
  multi: 'Assets.Widget.FilesLabel',
};

/** The widget's props from the marker's data attributes (000 §3 "Asset widget data attributes"). */
export function widgetProps(kind: MarkerKind, attributes: MarkerAttributes, label: string) {
  const uid = attributes.uniqueId?.trim();
  if (!uid || !/^[A-Za-z0-9_-]{1,64}$/.test(uid))
    throw new Error('unique-id is missing or invalid');
  const accept = attributes.accept?.trim() || acceptFromFileTypes(attributes.fileType);
  const maxFileSize = parseMaxFileSize(attributes.maxFileSize);
  const maxFiles = parseWholeNumber(attributes.maxFiles);
  const props: AssetWidgetProps = {
    uid,
    label: attributes.label?.trim() || label,
    multiple: kind === 'multi' || flag(attributes.multiple),
    image: kind === 'image',
    assets: parsePresetAssets(attributes.assets),
    required: flag(attributes.required),
  };
  if (attributes.assetId?.trim()) props.assetId = attributes.assetId.trim();
  if (accept) props.accept = accept;
  if (maxFileSize !== undefined) props.maxFileSize = maxFileSize;
  if (maxFiles !== undefined) props.maxFiles = maxFiles;
  if (attributes.crop?.trim()) props.crop = attributes.crop.trim();
  return props;
}

/**
 * A CMS marker `<div data-widget="asset-file|asset-image|asset-multi" data-unique-id="…" …>`
 * inside a page's form: the widget, its hidden fields posted with that form. A bad attribute
 * shows the translated widget error in its place (and says why in the console).
 */
export function MarkerAssetWidget({
  kind,
  attributes,
}: {
  kind: MarkerKind;
  attributes: MarkerAttributes;
}) {
  const { t } = useTranslation();
  const key = JSON.stringify(attributes);
  const parsed = useMemo(() => {
    try {
      return { props: widgetProps(kind, attributes, t(DEFAULT_LABELS[kind])) };
    } catch (problem) {
      return { problem: String(problem) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, key, t]);
  if (!parsed.props) {
    console.warn(`Asset widget: ${parsed.problem}`);
    return (
      <p className="widget-error" role="status">
        {t('Assets.Widget.WidgetError')}
      </p>
    );
  }
  return <AssetWidgetView {...parsed.props} />;
}
