/** The sample the Units Data dialog offers (spec part 2 §5: columns block, floor, unit). */
export const SAMPLE_CSV = ['block,floor,unit', 'A,1,#01-01', 'A,1,#01-02', 'A,2,#02-01', 'B,1,#01-01', ''].join('\n');
export const SAMPLE_FILE_NAME = 'units-sample.csv';
export const sampleHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;
/** What the API takes at most (docs/api/condos-and-users.md, Units). */
export const MAX_UPLOAD_MB = 5;
