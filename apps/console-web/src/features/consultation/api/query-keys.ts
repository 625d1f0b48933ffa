/** Query keys of the consultation pages: a move on an inquiry refreshes the inbox and the open detail. */
export const CONSULT_KEYS = {
  inquiries: ['consult', 'inquiries'] as const,
  inbox: ['consult', 'inquiries', 'inbox'] as const,
  detail: ['consult', 'inquiries', 'detail'] as const,
  services: ['consult', 'services'] as const,
  templates: ['consult', 'templates'] as const,
  ratings: ['consult', 'ratings'] as const,
  complaints: ['consult', 'complaints'] as const,
};
