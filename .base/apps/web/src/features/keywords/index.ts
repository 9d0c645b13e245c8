export { StockKeywordPage } from './components/stock-keyword-page.tsx';
