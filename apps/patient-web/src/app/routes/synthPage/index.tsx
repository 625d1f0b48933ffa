/** 综合报告: the same page as evaluationFun/babyInfo/index. */
export { default } from '../evaluationFun/babyInfo/index.tsx';
