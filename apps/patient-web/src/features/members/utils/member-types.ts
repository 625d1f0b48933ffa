/** The shapes the pages draw, from the contract (types only: no zod reaches the bundle). */
export type {
  MemberCard as MemberCardView,
  MemberDiscountItem as MemberDiscountView,
  PointsEntryView as PointsEntryItem,
} from '@sprout/contract';
