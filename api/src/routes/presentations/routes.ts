import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { presentations } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { existingAliases } from '../alert-types/queries';
import {
  PresentationCreateBody,
  PresentationListResponse,
  PresentationParams,
  PresentationResponse,
  PresentationUpdateBody,
} from './schemas';

const RESOURCE = 'api/v1/presentations';
const tags = ['alert screens'];
const URL_REQUIRED = 'url is required when visibility is on';

const selection = {
  id: presentations.id,
  position: presentations.position,
  title: presentations.title,
  subtitle: presentations.subtitle,
  header: presentations.header,
  footer: presentations.footer,
  alert_types: presentations.alertTypes,
  sound: presentations.sound,
  disabled: presentations.disabled,
  visibility: presentations.visibility,
  url: presentations.url,
  icon_url: presentations.iconUrl,
  expand: presentations.expand,
  align: presentations.align,
};

type Row = { expand: string; align: string };
const toPresentation = <T extends Row>(row: T) => ({
  ...row,
  expand: row.expand as 'small' | 'medium' | 'large' | 'full',
  align: row.align as 'left' | 'center' | 'right',
});

async function findPresentation(db: Db, condoId: number, id: number) {
  const [row] = await db
    .select(selection)
    .from(presentations)
    .where(and(eq(presentations.condoId, condoId), eq(presentations.id, id)));
  if (!row) throw notFound('Alert screen not found');
  return toPresentation(row);
}

/** An address, or null for none: empty text is none; anything else must be an http(s) URL. */
function urlOrNull(field: 'url' | 'icon_url', value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  if (!trimmed) return null;
  let protocol = '';
  try {
    protocol = new URL(trimmed).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    const message = `${field} must be an http or https address`;
    throw unprocessable(message, [message]);
  }
  return trimmed;
}

/** Each alias once, each an alert type of this condo (a 422 naming the unknown ones otherwise). */
async function checkedAliases(db: Db, condoId: number, aliases: string[] | undefined) {
  if (aliases === undefined) return undefined;
  const unique = [...new Set(aliases.map((alias) => alias.trim()))];
  const known = await existingAliases(db, condoId, unique);
  const unknown = unique.filter((alias) => !known.has(alias));
  if (unknown.length) {
    const problems = unknown.map((alias) => `alert_types: ${alias} is not an alert type of this condo`);
    throw unprocessable(problems[0] as string, problems);
  }
  return unique;
}

/** Alert screens (spec part 2 §2 Alert Screen, §7): the panels of the guard-house alert display. */
const presentationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/presentations',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: 'Every alert screen of the condo, by position (a condo has a handful: the call is not paged)',
        response: { 200: PresentationListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const rows = await app.db
        .select(selection)
        .from(presentations)
        .where(eq(presentations.condoId, condo.id))
        .orderBy(asc(presentations.position), asc(presentations.id));
      return { data: rows.map(toPresentation), total_entries: rows.length };
    },
  );

  app.post(
    '/api/v1/presentations',
    {
      config: { permission: { resource: RESOURCE, action: 'create' } },
      schema: {
        tags,
        summary: 'Makes an alert screen; url is required when visibility is on',
        body: PresentationCreateBody,
        response: { 200: PresentationResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.presentations;
      const title = input.title.trim();
      if (!title) throw unprocessable('title must not be empty', ['title must not be empty']);
      const url = urlOrNull('url', input.url) ?? null;
      const visibility = input.visibility ?? false;
      if (visibility && !url) throw unprocessable(URL_REQUIRED, [URL_REQUIRED]);
      const iconUrl = urlOrNull('icon_url', input.icon_url) ?? null;
      const alertTypes = (await checkedAliases(app.db, condo.id, input.alert_types)) ?? [];
      let position = input.position;
      if (position === undefined) {
        const [last] = await app.db
          .select({ position: max(presentations.position), total: count() })
          .from(presentations)
          .where(eq(presentations.condoId, condo.id));
        position = last?.total ? (last.position ?? 0) + 1 : 1;
      }
      const now = app.now();
      const [created] = await app.db
        .insert(presentations)
        .values({
          condoId: condo.id,
          position,
          title,
          subtitle: input.subtitle?.trim() ?? '',
          header: input.header?.trim() ?? '',
          footer: input.footer?.trim() ?? '',
          alertTypes,
          sound: input.sound ?? true,
          disabled: input.disabled ?? false,
          visibility,
          url,
          iconUrl,
          expand: input.expand ?? 'medium',
          align: input.align ?? 'left',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: presentations.id });
      const data = await findPresentation(app.db, condo.id, (created as { id: number }).id);
      return { data, message: 'Alert screen created successfully' };
    },
  );

  app.put(
    '/api/v1/presentations/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'update' } },
      schema: {
        tags,
        summary: 'Changes an alert screen of this condo: the fields sent; url is required while visibility is on',
        params: PresentationParams,
        body: PresentationUpdateBody,
        response: { 200: PresentationResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { id } = request.params;
      const stored = await findPresentation(app.db, condo.id, id);
      const input = request.body.presentations;
      const title = input.title?.trim();
      if (title === '') throw unprocessable('title must not be empty', ['title must not be empty']);
      const url = urlOrNull('url', input.url);
      const visibility = input.visibility ?? stored.visibility;
      if (visibility && !(url === undefined ? stored.url : url)) throw unprocessable(URL_REQUIRED, [URL_REQUIRED]);
      const iconUrl = urlOrNull('icon_url', input.icon_url);
      const alertTypes = await checkedAliases(app.db, condo.id, input.alert_types);
      const text = (value: string | undefined) => value?.trim();
      const changes = {
        position: input.position,
        title,
        subtitle: text(input.subtitle),
        header: text(input.header),
        footer: text(input.footer),
        alertTypes,
        sound: input.sound,
        disabled: input.disabled,
        visibility: input.visibility,
        url,
        iconUrl,
        expand: input.expand,
        align: input.align,
      };
      await app.db
        .update(presentations)
        .set({
          ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
          updatedAt: app.now(),
        })
        .where(and(eq(presentations.condoId, condo.id), eq(presentations.id, id)));
      const data = await findPresentation(app.db, condo.id, id);
      return { data, message: 'Alert screen updated successfully' };
    },
  );
};

export default presentationRoutes;
