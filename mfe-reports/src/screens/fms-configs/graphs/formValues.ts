import type { CondoGraph, CondoGraphInput } from '@condo/shared';

export const GRAPH_KINDS = [
  { value: 'area', label: 'Area' },
  { value: 'line', label: 'Line' },
  { value: 'bar', label: 'Bar' },
  { value: 'pie', label: 'Pie' },
  { value: 'card', label: 'Card' },
] as const;

/** The pie's look; the spec names graph_type without its values (docs/fms.md). */
export const PIE_TYPES = [
  { value: 'pie', label: 'Pie' },
  { value: 'doughnut', label: 'Doughnut' },
] as const;

export const graphKindLabel = (kind: string) => GRAPH_KINDS.find((option) => option.value === kind)?.label ?? kind;

export type GraphValues = Omit<CondoGraphInput, 'sub_title'> & { sub_title: string[] };

export function graphValuesOf(graph: CondoGraph | null): GraphValues {
  if (!graph) {
    return {
      title: '',
      sub_title: [],
      name: 'bar',
      graph_type: null,
      menu_type: null,
      x_axis_text: { name: [], type: 'text' },
    };
  }
  const { id: _id, ...values } = graph;
  return values;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** Spec part 3 §5: a pie sends graph_type, every other kind null; a text axis has no graph_date. */
export function graphInputOf(values: GraphValues): CondoGraphInput {
  const axis = values.x_axis_text;
  return {
    title: values.title.trim(),
    sub_title: values.sub_title ?? [],
    name: values.name,
    graph_type: values.name === 'pie' ? blankToNull(values.graph_type) : null,
    menu_type: blankToNull(values.menu_type),
    x_axis_text: {
      name: axis.name ?? [],
      type: axis.type,
      graph_date: axis.type === 'date' ? blankToNull(axis.graph_date) : null,
    },
  };
}
