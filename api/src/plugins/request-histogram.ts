import type { Registry } from 'prom-client';

type LabelValues = Record<string, string>;

interface Series {
  labels: LabelValues;
  /** Observations per bucket, not cumulative; the last slot is above the highest bound (+Inf only). */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for the one metric observed on every request. prom-client's `observe` validates and hashes
 * the labels on each call (a few µs: bench/metrics.mjs read 90 % of the throughput with it); here a series is looked up
 * once by its caller and an observation is a bucket search and three additions. The registry serialises it as one of
 * its own metrics (the `get()` shape prom-client's Histogram returns), so the exposition text is prom-client's.
 */
export class RequestHistogram<Label extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Set<Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  /** The series of these labels, made once; keep it and `observe(series, seconds)` on it. */
  seriesOf(labels: Record<Label, string>): Series {
    const series: Series = { labels, counts: new Float64Array(this.buckets.length + 1), sum: 0, count: 0 };
    this.series.add(series);
    return series;
  }

  observe(series: Series, seconds: number) {
    const { buckets } = this;
    let bucket = 0;
    while (bucket < buckets.length && seconds > (buckets[bucket] as number)) bucket++;
    (series.counts[bucket] as number)++;
    series.sum += seconds;
    series.count++;
  }

  /** What prom-client's registry serialises: cumulative buckets with `le`, then the sum and the count. */
  get() {
    const values: { labels: LabelValues; value: number; metricName: string }[] = [];
    for (const { labels, counts, sum, count } of this.series) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += counts[index] as number;
        values.push({ labels: { le: String(bound), ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}
