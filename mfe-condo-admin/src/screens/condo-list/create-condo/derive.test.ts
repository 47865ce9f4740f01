import { SERVICE_URL_MIN_LENGTH, schemaNameOf, urlsOf, WEB_URL_MIN_LENGTH } from './derive';

describe('schema name from the name', () => {
  it.each([
    ['Lakeside Gardens', 'lakeside-gardens'],
    ['  Marina   Bay ', 'marina-bay'],
    ['ORCHID', 'orchid'],
    ['', ''],
  ])('%j → %j', (name, schema) => {
    expect(schemaNameOf(name)).toBe(schema);
  });
});

describe('web and service urls from the schema name', () => {
  it.each([
    [
      'lakeside-gardens',
      'https://lakeside-gardens.web.smartcondo.example',
      'https://lakeside-gardens.service.smartcondo.example',
    ],
    ['a', 'https://a.web.smartcondo.example', 'https://a.service.smartcondo.example'],
    ['', '', ''],
    ['has space', '', ''],
    ['Upper', '', ''],
    ['trailing-', '', ''],
  ])('%j → %j, %j', (schema, web, service) => {
    expect(urlsOf(schema)).toEqual({ web_ui: web, service_ui: service });
  });

  it('never keeps a url at or under the spec’s lengths', () => {
    for (const schema of ['a', 'ab', 'abc-d', 'x1']) {
      const { web_ui, service_ui } = urlsOf(schema);
      expect(web_ui.length).toBeGreaterThan(WEB_URL_MIN_LENGTH);
      expect(service_ui.length).toBeGreaterThan(SERVICE_URL_MIN_LENGTH);
    }
  });
});
