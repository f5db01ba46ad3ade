/** What other features may use of the catalog: the product slider (related products). */
export { ProductSlider } from './list/ProductSlider';
