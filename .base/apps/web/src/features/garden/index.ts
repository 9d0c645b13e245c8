export { plantsQueryOptions, usePlants } from './api/get-plants.ts';
export { PlantSummary } from './components/plant-summary.tsx';
