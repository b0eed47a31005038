/** The colours product drawings are painted in, by colour code (the demo's colour filter values). */
export const PALETTE: Record<string, string> = {
  'storm-grey': '#5b6770',
  'signal-red': '#c8102e',
  'glacier-blue': '#2f7fc1',
  'forest-green': '#2f6b4f',
  sand: '#b89f6e',
  midnight: '#1c2430',
  'sunset-orange': '#e0662a',
  'raw-titanium': '#9a9ea3',
  'pearl-white': '#e4e7ea',
  black: '#16181b',
  silver: '#b4b9bf',
  'hi-vis-yellow': '#d8e21b',
};
