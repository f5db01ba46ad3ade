/** What other features may use of currency: the cart page's currency select. */
export { CurrencySelect } from './CurrencySelect';
