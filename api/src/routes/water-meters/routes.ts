import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { rangeOf } from '../activity-range';
import { graphSeries, meterBuckets, reportRows } from './queries';
import { WaterMeterGraphResponse, WaterMeterReportQuery, WaterMeterReportResponse } from './schemas';

const tags = ['water-meters'];
const errors = errorResponses(401, 403, 404, 422);

/** Water meter readings (spec part 3 §7, §9): hourly or daily consumption per meter. */
const waterMeterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/water_meters/report_data',
    {
      config: { permission: { resource: 'api/v1/water_meters', action: 'report_data' } },
      schema: {
        tags,
        summary:
          'Consumption per hour (granularity 2) or UTC day (48), one column per meter, every bucket of the range',
        querystring: WaterMeterReportQuery,
        response: { 200: WaterMeterReportResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now());
      const buckets = await meterBuckets(app.db, condo.id, range, request.query.granularity ?? 2);
      return { data: reportRows(buckets) };
    },
  );

  app.get(
    '/api/v1/water_meters/report_graph',
    {
      config: { permission: { resource: 'api/v1/water_meters', action: 'report_graph' } },
      schema: {
        tags,
        summary: 'The same buckets as report_data, as one series of points per meter name',
        querystring: WaterMeterReportQuery,
        response: { 200: WaterMeterGraphResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now());
      const buckets = await meterBuckets(app.db, condo.id, range, request.query.granularity ?? 2);
      return { data: graphSeries(buckets) };
    },
  );
};

export default waterMeterRoutes;
