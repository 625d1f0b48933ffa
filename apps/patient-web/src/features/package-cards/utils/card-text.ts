/** Yuan with two decimals from whole fen, for display only. */
export const yuan = (fen: number): string => (fen / 100).toFixed(2);

/** '儿保体检3次 · 骨龄检测1次' from a product's or card's services. */
export const servicesText = (
  services: readonly { serviceName: string; uses?: number; usesTotal?: number }[],
) => services.map((s) => `${s.serviceName}${s.uses ?? s.usesTotal ?? 0}次`).join(' · ');
