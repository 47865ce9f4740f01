import type { Static } from 'typebox';
import type { condoGraphs } from '../../db/schema';
import { invalid } from '../form-questions/questions';
import type { CondoGraphBody } from './schemas';

type GraphInput = Static<typeof CondoGraphBody>['condo_graph'];
type GraphRow = typeof condoGraphs.$inferSelect;

export const graphView = (row: GraphRow) => ({
  id: row.id,
  title: row.title,
  sub_title: row.subTitle,
  name: row.name,
  graph_type: row.graphType,
  menu_type: row.menuType,
  x_axis_text: row.xAxisText,
});

/** The graph checked (spec part 3 §3, §5): a title, graph_type for pie only, graph_date for a date axis only. */
export function checkedGraph(input: GraphInput) {
  const title = input.title.trim();
  if (!title) throw invalid('title must not be empty');
  const graphType = input.name === 'pie' ? input.graph_type?.trim() || null : null;
  if (input.name === 'pie' && !graphType) throw invalid('graph_type is required for a pie graph');
  const axis = input.x_axis_text;
  const graphDate = axis.type === 'date' ? axis.graph_date?.trim() || null : null;
  if (axis.type === 'date' && !graphDate) throw invalid('x_axis_text.graph_date is required for a date axis');
  return {
    title,
    subTitle: (input.sub_title ?? []).map((text) => text.trim()).filter(Boolean),
    name: input.name,
    graphType,
    menuType: input.menu_type?.trim() || null,
    xAxisText: {
      name: axis.name.map((text) => text.trim()).filter(Boolean),
      type: axis.type,
      ...(axis.type === 'date' ? { graph_date: graphDate } : {}),
    },
  };
}
