import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { type FaceIdPerson, faceIdImages } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';
import { addition } from '../../plugins/additions';
import { errorResponses, Id, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { storedDevice } from './save';

export const FACE_ID_STATUSES = ['published', 'deleted', 'trained', 'untrained'] as const;
export const FACE_ID_TYPES = { resident: ['owner', 'tenant', 'family'], employee: ['staff', 'contractor'] } as const;

const imageProperties = {
  id: Type.Integer(),
  phone: Type.String(),
  type: addition(
    'Not in the spec’s image record',
    Type.String({ description: 'Resident: owner, tenant, family; employee: staff, contractor' }),
  ),
  status: StringEnum(FACE_ID_STATUSES),
  call_back_id: Type.String(),
  image_path: Type.String(),
};
export const ResidentImage = Type.Object(
  { resident_name: Type.String(), ...imageProperties },
  { $id: 'ResidentImage' },
);
export const EmployeeImage = Type.Object(
  { employee_name: Type.String(), ...imageProperties },
  { $id: 'EmployeeImage' },
);
export const faceIdComponents = [ResidentImage, EmployeeImage];

const FaceIdQuery = Type.Object({
  'type[]': Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 })),
  'status[]': Type.Optional(Type.Array(StringEnum(FACE_ID_STATUSES))),
  query: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.search, description: 'Name, phone or callback id containing the text' }),
  ),
  ...PageQuery,
});
const Params = Type.Object({ id: Id({ description: "The vizitin's id" }) });

/**
 * The face-id images of one kind of person registered on a vizitin (`path` has its id), for the folder of the path
 * to register: the residents' (routes/vizitins/) and the employees' (routes/employees/).
 */
export const faceIdRoutes =
  (path: string, person: FaceIdPerson, item: 'ResidentImage' | 'EmployeeImage'): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      path,
      {
        config: { permission: { resource: 'api/v1/vizitins', action: 'show' } },
        schema: {
          tags: ['devices'],
          summary: `The ${person}s' face-id images on a vizitin`,
          params: Params,
          querystring: FaceIdQuery,
          response: { 200: PagedEnvelope(Type.Ref(item)), ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { condo } = requireTenant(request);
        const device = await storedDevice(app.db, condo.id, 'vizitin', request.params.id);
        if (!device) throw notFound('Vizitin not found');
        const { query, page = 1, per_page: perPage = 25 } = request.query;
        const filters: SQL[] = [eq(faceIdImages.deviceId, device.id), eq(faceIdImages.person, person)];
        const types = request.query['type[]'];
        const statuses = request.query['status[]'];
        if (types?.length) filters.push(inArray(faceIdImages.type, types));
        if (statuses?.length) filters.push(inArray(faceIdImages.status, statuses));
        if (query?.trim()) {
          const pattern = likeContaining(query.trim());
          filters.push(
            or(
              ilike(faceIdImages.personName, pattern),
              ilike(faceIdImages.phone, pattern),
              ilike(faceIdImages.callBackId, pattern),
            ) as SQL,
          );
        }
        const where = and(...filters);
        const { rows, total } = await pageWithTotal(
          app.db.select().from(faceIdImages).where(where).orderBy(asc(faceIdImages.id)).$dynamic(),
          app.db.select({ total: count() }).from(faceIdImages).where(where),
          { page, perPage },
        );
        return {
          data: rows.map((row) => ({
            [`${person}_name`]: row.personName,
            id: row.id,
            phone: row.phone,
            type: row.type,
            status: row.status as (typeof FACE_ID_STATUSES)[number],
            call_back_id: row.callBackId,
            image_path: row.imagePath,
          })) as never,
          total_entries: total,
        };
      },
    );
  };
