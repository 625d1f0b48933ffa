/**
 * Query keys of consultation data. Everything about one parent's inquiries sits under `inquiries`, so a
 * pay, cancel or rating refreshes the list, the detail and the summary together.
 */
export const consultKeys = {
  all: ['consultation'] as const,
  doctors: (deptId: number | null) => [...consultKeys.all, 'doctors', deptId ?? 'all'] as const,
  directory: () => [...consultKeys.all, 'directory'] as const,
  carousel: () => [...consultKeys.all, 'carousel'] as const,
  doctorHome: (doctorId: number) => [...consultKeys.all, 'doctorHome', doctorId] as const,
  doctorStatus: (doctorId: number) => [...consultKeys.all, 'doctorStatus', doctorId] as const,
  reviews: (doctorId: number) => [...consultKeys.all, 'reviews', doctorId] as const,
  labels: () => [...consultKeys.all, 'labels'] as const,
  /** 提交问诊's checkout quotes: every one of them, and the one for a baby, doctor and wishes. */
  quotes: () => [...consultKeys.all, 'quote'] as const,
  quote: (body: unknown) => [...consultKeys.quotes(), body] as const,
  prefill: (babyId: number) => [...consultKeys.all, 'prefill', babyId] as const,
  inquiries: () => [...consultKeys.all, 'inquiries'] as const,
  inquiryList: (tab: string) => [...consultKeys.inquiries(), 'list', tab] as const,
  inquiry: (inquiryId: number) => [...consultKeys.inquiries(), 'detail', inquiryId] as const,
  summary: (inquiryId: number) => [...consultKeys.inquiries(), 'summary', inquiryId] as const,
  evaluation: (inquiryId: number) => [...consultKeys.inquiries(), 'evaluation', inquiryId] as const,
};
