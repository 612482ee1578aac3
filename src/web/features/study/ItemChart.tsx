import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { checklistItem } from '../../../contract/checklist.ts';
import type { ItemCompletion, ItemCount } from '../../../contract/study.ts';

// Only the parts a bar chart needs, so the chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export const MEASURES = [
  { key: 'pre', label: 'Pre checklist', color: '#8795a6' },
  { key: 'post', label: 'Post checklist', color: '#0b5cad' },
  { key: 'chatbot', label: 'Chatbot debrief', color: '#1e7b34' },
] as const;

/** The share done, in percent; null when nobody was measured on the item. */
export function percent(count: ItemCount): number | null {
  return count.of === 0 ? null : Math.round((count.done / count.of) * 100);
}

/**
 * Item-by-item completion as horizontal bars, one group per item (pre, post, chatbot debrief). Screen
 * readers hear what the canvas is and find the same numbers in the table that follows it.
 */
export function ItemChart({ items }: { items: ItemCompletion[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: items.map(({ item }) => `${checklistItem(item).number}. ${checklistItem(item).label}`),
        datasets: MEASURES.map((measure) => ({
          label: measure.label,
          backgroundColor: measure.color,
          data: items.map((row) => percent(row[measure.key])),
        })),
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: {
            min: 0,
            max: 100,
            title: { display: true, text: '% of participants measured who did the item' },
          },
          y: { ticks: { autoSkip: false } },
        },
        plugins: {
          legend: { position: 'top' },
          tooltip: {
            callbacks: {
              label: (context) => {
                const row = items[context.dataIndex];
                const measure = MEASURES[context.datasetIndex];
                if (!row || !measure) return '';
                const count = row[measure.key];
                return `${measure.label}: ${count.done} of ${count.of}`;
              },
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [items]);
  return (
    <div className="item-chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label="Bar chart of item-by-item completion: pre, post and chatbot debrief. The table below has the same numbers."
      />
    </div>
  );
}
