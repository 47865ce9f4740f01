import { Type } from 'typebox';
import { Envelope, Id, MAX_LENGTH, StringEnum } from '../../plugins/envelope';

export const GRAPH_KINDS = ['area', 'line', 'bar', 'pie', 'card'] as const;

const Name = (description?: string) =>
  Type.String({ maxLength: MAX_LENGTH.name, ...(description ? { description } : {}) });

export const GraphXAxis = Type.Object({
  name: Type.Array(Name(), { maxItems: 100 }),
  type: StringEnum(['text', 'date'] as const),
  graph_date: Type.Optional(Type.Union([Name('For a date axis'), Type.Null()])),
});

export const CondoGraph = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    sub_title: Type.Array(Type.String()),
    name: StringEnum(GRAPH_KINDS, { description: 'The graph kind' }),
    graph_type: Type.Union([Type.String(), Type.Null()], { description: 'Pie graphs only; null for the others' }),
    menu_type: Type.Union([Type.String(), Type.Null()]),
    x_axis_text: GraphXAxis,
  },
  { $id: 'CondoGraph', title: 'CondoGraph' },
);

export const condoGraphComponents = [CondoGraph];

export const CondoGraphBody = Type.Object({
  condo_graph: Type.Object({
    title: Type.String({ maxLength: MAX_LENGTH.name }),
    sub_title: Type.Optional(Type.Array(Name(), { maxItems: 50 })),
    name: StringEnum(GRAPH_KINDS),
    graph_type: Type.Optional(Type.Union([Name('Required for pie; stored null for the other kinds'), Type.Null()])),
    menu_type: Type.Optional(Type.Union([Name(), Type.Null()])),
    x_axis_text: GraphXAxis,
  }),
});
export const CondoGraphParams = Type.Object({ id: Id() });
export const CondoGraphListResponse = Envelope(Type.Array(Type.Ref('CondoGraph')));
export const CondoGraphResponse = Envelope(Type.Ref('CondoGraph'));
