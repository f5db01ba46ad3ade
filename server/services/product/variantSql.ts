import { sql, type SQL } from 'drizzle-orm';

/*
 * What a line shows of its variant, as SQL pieces for queries that alias the variant `v` and its
 * product `p` (a cart line, a wishlist item): one definition of each, so the cart and the lists
 * label, count and picture a variant alike.
 */

/** The variant's values in axis order, colour (square swatches) first: "Bleu marine / M". */
export const variantLabelSql = (culture: string): SQL => sql`(
  select string_agg(av.names ->> ${culture}, ' / '
      order by (a.display_type = 'Square') desc, a.position, a.id)
    from variant_attribute_values vav
    join attribute_values av on av.id = vav.value_id
    join attributes a on a.id = vav.attribute_id
    where vav.variant_id = v.id)`;

/** Units in stock over the active warehouses. */
export const variantStockSql: SQL = sql`(
  select coalesce(sum(s.quantity), 0)::int from variant_stocks s
    join warehouses w on w.id = s.warehouse_id and w.is_active
    where s.variant_id = v.id)`;

/**
 * The variant's first photo (its own, else one of its attribute values', else the product's):
 * a lateral subquery answering asset_id and asset_name.
 */
export const variantPhotoSql: SQL = sql`(
  select a.id as asset_id, a.name as asset_name
    from product_photos ph join assets a on a.id = ph.asset_id
    where ph.product_id = p.id
      and (ph.variant_id = v.id or (ph.variant_id is null and (ph.attribute_value_id is null
        or ph.attribute_value_id in
          (select value_id from variant_attribute_values where variant_id = v.id))))
    order by (ph.variant_id is null), (ph.attribute_value_id is null), ph.position, ph.id
    limit 1)`;
