import type { GrowthTables } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';

/** The reference tables, read from the CSVs on first use and kept for the life of the process. */
export const growthTables = (): GrowthTables => loadGrowthTables();
