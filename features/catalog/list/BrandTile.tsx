import type { BrandLink } from '@api/contract/catalogList';

/** A brand's logo (or its name) linking to the list filtered on it. */
export function BrandTile({ brand }: { brand: BrandLink }) {
  return (
    <a className="brand-tile" href={brand.Url}>
      {brand.LogoUrl ? (
        <img src={brand.LogoUrl} alt={brand.Name} width={160} height={64} loading="lazy" />
      ) : (
        brand.Name
      )}
    </a>
  );
}
