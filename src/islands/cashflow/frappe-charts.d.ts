// frappe-charts 1.6 ships no types; this declares the part Atlas uses (an axis chart, updated and destroyed).
declare module 'frappe-charts' {
  export interface ChartDataset {
    name?: string;
    chartType?: 'bar' | 'line';
    values: number[];
  }
  export interface ChartData {
    labels: string[];
    datasets: ChartDataset[];
    yMarkers?: { label: string; value: number; options?: { labelPos?: 'left' | 'right' } }[];
  }
  export interface ChartOptions {
    type: 'axis-mixed' | 'line' | 'bar';
    data: ChartData;
    title?: string;
    height?: number;
    colors?: string[];
    animate?: 0 | 1;
    barOptions?: { spaceRatio?: number };
    lineOptions?: { hideDots?: 0 | 1; regionFill?: 0 | 1; heatline?: 0 | 1; dotSize?: number };
    axisOptions?: { xIsSeries?: 0 | 1 | boolean; xAxisMode?: 'span' | 'tick'; yAxisMode?: 'span' | 'tick'; shortenYAxisNumbers?: 0 | 1 };
    tooltipOptions?: { formatTooltipX?: (value: string) => string; formatTooltipY?: (value: number) => string };
  }
  export class Chart {
    constructor(parent: HTMLElement | string, options: ChartOptions);
    update(data: ChartData): void;
    destroy(): void;
  }
}
