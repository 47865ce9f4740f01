import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tileConfigs, webApps } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import {
  TileConfigListQuery,
  TileConfigListResponse,
  TileConfigParams,
  TileConfigResponse,
  TilePositionBody,
  TilePositionResponse,
  TileStatusBody,
} from './schemas';

const tags = ['dashboard configuration'];
const permission = (action: 'index' | 'update') => ({ resource: 'api/v1/tile_configs', action });

async function tilesOf(db: Db, condoId: number, where = eq(tileConfigs.condoId, condoId)) {
  const rows = await db
    .select({ tile: tileConfigs, webAppName: webApps.name })
    .from(tileConfigs)
    .leftJoin(webApps, eq(webApps.id, tileConfigs.webAppId))
    .where(and(eq(tileConfigs.condoId, condoId), where))
    .orderBy(asc(tileConfigs.position), asc(tileConfigs.id));
  return rows.map(({ tile, webAppName }) => ({
    id: tile.id,
    tile_type: tile.tileType,
    name: tile.name,
    alias_name: tile.aliasName,
    position: tile.position,
    status: tile.status,
    web_app_id: tile.webAppId,
    web_app: webAppName === null ? null : { name: webAppName },
  }));
}

/** The dashboard's tiles and charts & tables (spec part 2, Dashboard Configuration): order and status. */
const tileConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/tile_configs',
    {
      config: { permission: permission('index') },
      schema: {
        tags,
        summary: 'The tiles or the charts & tables, by position',
        querystring: TileConfigListQuery,
        response: { 200: TileConfigListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await tilesOf(app.db, condo.id, eq(tileConfigs.tileType, request.query.tile_type)) };
    },
  );

  app.put(
    '/api/v1/tile_configs/position',
    {
      config: { permission: permission('update') },
      schema: {
        tags,
        summary: 'Saves a new order: each listed tile gets its position; tiles not listed keep theirs',
        body: TilePositionBody,
        response: { 200: TilePositionResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { tiles } = request.body;
      const ids = tiles.map((tile) => tile.id);
      if (new Set(ids).size !== ids.length) throw unprocessable('tiles must name each tile once');
      const found = await app.db
        .select({ id: tileConfigs.id })
        .from(tileConfigs)
        .where(and(eq(tileConfigs.condoId, condo.id), inArray(tileConfigs.id, ids)));
      const known = new Set(found.map((row) => row.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) throw unprocessable(`tile ${unknown[0]} is not a tile of this condo`);
      const now = app.now();
      for (const tile of tiles) {
        await app.db
          .update(tileConfigs)
          .set({ position: tile.position, updatedAt: now })
          .where(and(eq(tileConfigs.id, tile.id), eq(tileConfigs.condoId, condo.id)));
      }
      return { message: 'Position updated successfully' };
    },
  );

  app.put(
    '/api/v1/tile_configs/:id/status',
    {
      config: { permission: permission('update') },
      schema: {
        tags,
        summary: 'Switches a tile or chart on or off (its only editable field)',
        params: TileConfigParams,
        body: TileStatusBody,
        response: { 200: TileConfigResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [row] = await app.db
        .update(tileConfigs)
        .set({ status: request.body.status, updatedAt: app.now() })
        .where(and(eq(tileConfigs.id, request.params.id), eq(tileConfigs.condoId, condo.id)))
        .returning({ id: tileConfigs.id });
      if (!row) throw notFound('Tile not found');
      const [tile] = await tilesOf(app.db, condo.id, eq(tileConfigs.id, row.id));
      if (!tile) throw notFound('Tile not found');
      return { data: tile, message: 'Status updated successfully' };
    },
  );
};

export default tileConfigRoutes;
