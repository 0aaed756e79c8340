/**
 * One colour and one dash pattern per quote, so lines stay apart in greyscale print and for colour-blind
 * readers; the legend and the table say the same in words.
 */
export const SERIES_COLORS = ['#047857', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#0e7490', '#4d7c0f', '#334155'] as const;
export const SERIES_DASHES = ['', '10 5', '3 4', '14 4 3 4', '6 3', '1 3', '18 6', '8 3 2 3'] as const;

export const seriesColor = (i: number): string => SERIES_COLORS[i % SERIES_COLORS.length]!;
export const seriesDash = (i: number): string => SERIES_DASHES[i % SERIES_DASHES.length]!;
