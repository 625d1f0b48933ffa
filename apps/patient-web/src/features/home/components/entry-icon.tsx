/**
 * Line icons of the home entries, drawn inline (24-unit grid, stroke in the current colour): no
 * image requests on the first screen, and they stay sharp at any pixel ratio.
 */
const PATHS = {
  calendar:
    'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM8 3v4M16 3v4M4 10h16M9 14.5l2 2 4-4',
  list: 'M9 7h10M9 12h10M9 17h10M5 7h.01M5 12h.01M5 17h.01',
  wallet:
    'M4 6h15a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1ZM15 11h5v4h-5a2 2 0 0 1 0-4ZM6 6l9-3 1.5 3',
  report: 'M6 3h8l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM14 3v4h4M8.5 12h7M8.5 16h7',
  doctor: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 21a7.5 7.5 0 0 1 15 0M12 15v4M10 17h4',
  chat: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM8 11h.01M12 11h.01M16 11h.01',
  clipboard:
    'M9 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-3M9 3h6v3H9zM8.5 11h7M8.5 15h5',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0',
  chart: 'M4 4v16h16M7.5 15l3.5-4 3 2.5L19 8',
  ruler: 'M3.5 16.5 16.5 3.5l4 4-13 13zM7.5 12.5l2 2M10.5 9.5l1.5 1.5M13.5 6.5l2 2',
  bowl: 'M3 12h18a9 8 0 0 1-18 0ZM9 8c0-1.5 1.5-2 1.5-4M13.5 8c0-1.5 1.5-2 1.5-4',
  form: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM8 8l1.2 1.2L11.5 7M13.5 8.5h2.5M8 14l1.2 1.2 2.3-2.2M13.5 14.5h2.5',
  book: 'M12 6.5C10 5 7 4.5 3.5 4.5v14c3.5 0 6.5.5 8.5 2 2-1.5 5-2 8.5-2v-14c-3.5 0-6.5.5-8.5 2ZM12 6.5v14',
  baby: 'M12 20a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM9.5 11.5h.01M14.5 11.5h.01M10 14.5a2.8 2.8 0 0 0 4 0M12 5c.5-1.5 2.5-1.8 2.8-.5',
  crown: 'M4 18h16M5 18 3.5 8l5 4L12 5l3.5 7 5-4L19 18M8 21.5h8',
  gift: 'M3.5 8h17v4h-17zM5 12h14v8.5H5zM12 8v12.5M12 8c-1-3-5.5-4-5.5-1.5S10 8 12 8Zm0 0c1-3 5.5-4 5.5-1.5S14 8 12 8Z',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7ZM14.5 7.5v2M14.5 11v2M14.5 14.5v2',
  card: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM3 10h18M7 15h4',
  spark:
    'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM12 7.5l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z',
  receipt: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21V3ZM9 8h6M9 12h6M9 16h3',
} as const;

export type EntryIconName = keyof typeof PATHS;

export const EntryIcon = ({ name, size = 26 }: { name: EntryIconName; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d={PATHS[name]}
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
