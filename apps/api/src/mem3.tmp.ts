const mb = (n: number) => (n / 1048576).toFixed(1);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const show = (label: string) => {
  gc();
  const m = process.memoryUsage();
  console.log(label.padEnd(28), 'rss', mb(m.rss), 'heapUsed', mb(m.heapUsed), 'ext', mb(m.external));
};
show('start');
for (const m of (process.argv[2] ?? '').split(',')) {
  await import(m);
  show(m);
}
