import type { ReportSection } from '../kit/model';
import {
  alertDetailSections,
  alertImage,
  alertRemarks,
  alertStatus,
  alertSummarySections,
  alertTypeName,
} from './alerts';
import { alertDetail, alertSummary, context, dayRange, parking, visitsByType, weekly } from './fixtures';
import { kindOf } from './index';
import { parkingSections } from './parking';
import { deviceSections, visitorTypeSections } from './visits';
import { COMPANY_ADDRESS, changeRuns, type WeeklyData, weeklySections } from './weekly';

const ofKind = <K extends ReportSection['kind']>(sections: ReportSection[], kind: K) =>
  sections.filter((section): section is Extract<ReportSection, { kind: K }> => section.kind === kind);

describe('Smart Parking', () => {
  it('shows the five tiles, then the vehicle and visitor donuts with their per-day lines', () => {
    const sections = parkingSections(parking, context);
    expect(ofKind(sections, 'tiles')[0]?.tiles).toEqual([
      { label: 'Vehicles In', value: 120 },
      { label: 'Vehicles Out', value: 110 },
      { label: 'Visitor Vehicles In', value: 30 },
      { label: 'Visitor Vehicles Out', value: 28 },
      { label: 'Visitors In', value: 45 },
    ]);
    expect(ofKind(sections, 'donut').map((donut) => donut.title)).toEqual([
      'Type of Vehicles Entry',
      'Type of Visitors',
    ]);
    const line = ofKind(sections, 'line')[0];
    expect(line?.categories).toEqual(['16-Nov-26', '17-Nov-26']);
    expect(line?.series.find((series) => series.name === 'Car')?.values).toEqual([60, 58]);
  });

  it('leaves the charts out of a daily report', () => {
    const sections = parkingSections(parking, { ...context, range: dayRange });
    expect(sections.map((section) => section.kind)).toEqual(['heading', 'tiles']);
  });

  it('leaves Type of Visitors out when no visitor type has a count', () => {
    const none = {
      ...parking,
      visitorTypes: { aggregation: { visitor_type: { buckets: [{ key: 'Guest', doc_count: 0 }] } } },
    };
    expect(ofKind(parkingSections(none, context), 'donut').map((donut) => donut.title)).toEqual([
      'Type of Vehicles Entry',
    ]);
  });

  it('draws the vehicle and visitor types the data names, counted from the per-day rows when no buckets come', () => {
    const perDayOnly = {
      ...parking,
      vehicleTypes: { entries_per_day: [{ date: '2026-11-16', total: 5, car: 3, scooter: 2 }] },
      visitorTypes: { visitor_types_per_day: [{ date: '2026-11-16', total: 4, Guest: 4 }] },
    } as unknown as typeof parking;
    const sections = parkingSections(perDayOnly, context);
    const [vehicles, visitors] = ofKind(sections, 'donut');
    expect(vehicles?.slices).toEqual([
      { name: 'Car', value: 3 },
      { name: 'Scooter', value: 2 },
    ]);
    expect(ofKind(sections, 'line')[0]?.series.map((series) => series.name)).toEqual(['Car', 'Scooter']);
    expect(visitors?.slices).toEqual([{ name: 'Guest', value: 4 }]);
  });

  it('takes vehicle colours from the start of the palette and visitor colours from its end', () => {
    const [vehicles, visitors] = ofKind(parkingSections(parking, context), 'donut');
    expect(vehicles?.colors[0]).toBe(visitors?.colors.at(-1));
  });
});

describe('Alert report', () => {
  it('counts total, open and closed, and lists the types without Camera Disconnected', () => {
    const sections = alertSummarySections(alertSummary);
    expect(ofKind(sections, 'tiles')[0]?.tiles).toEqual([
      { label: 'Total Alerts', value: 12 },
      { label: 'Open Alerts', value: 5 },
      { label: 'Closed Alerts', value: 7 },
    ]);
    expect(ofKind(sections, 'table')[0]?.rows).toEqual([
      {
        type: { text: 'Visitor Overstay', action: 'alert-type:visitor.overstay\tVisitor Overstay' },
        total: 8,
        open: 3,
        closed: 5,
      },
      {
        type: { text: 'Parking Unauthorized', action: 'alert-type:parking.unauthorized\tParking Unauthorized' },
        total: 2,
        open: 1,
        closed: 1,
      },
    ]);
  });

  it('names the alert types from their key when the buckets carry no name (a spec backend)', () => {
    const buckets = alertSummary.aggregation.alert_type_name.buckets.map(({ name: _name, ...bucket }) => bucket);
    const spec = {
      aggregation: { ...alertSummary.aggregation, alert_type_name: { buckets } },
    } as unknown as typeof alertSummary;
    const rows = ofKind(alertSummarySections(spec), 'table')[0]?.rows;
    expect(rows?.map((row) => (row.type as { text: string }).text)).toEqual([
      'Visitor Overstay',
      'Parking Unauthorized',
    ]);
    expect(alertTypeName({ key: 'special_vehicle.entry' })).toBe('Special Vehicle Entry');
    expect(alertTypeName({ key: 'virtual-patrol.occupant', name: '' })).toBe('Virtual Patrol Occupant');
  });

  it('shows Raised as Open and Resolved as Closed', () => {
    expect([alertStatus({ status: 'Raised' }), alertStatus({ status: 'Resolved' })]).toEqual(['Open', 'Closed']);
  });

  it('takes the remarks, else the comments as a comma list, else a dash', () => {
    expect(alertRemarks({ remarks: 'Towed', comments: [{ remarks: 'x' }] })).toBe('Towed');
    expect(alertRemarks({ remarks: null, comments: [{ remarks: 'Guard informed' }, { remarks: 'Left' }] })).toBe(
      'Guard informed, Left',
    );
    expect(alertRemarks({ remarks: '  ', comments: [] })).toBe('-');
  });

  it('links an image to /alerts/{id}/details on the service URL, or says N/A', () => {
    expect(alertImage({ id: 7, image_path: 'a.jpg', s3_image_path: null }, 'https://service.example/')).toEqual({
      text: 'View',
      href: 'https://service.example/alerts/7/details',
    });
    expect(alertImage({ id: 7, image_path: null, s3_image_path: null }, 'https://service.example')).toBe('N/A');
    expect(alertImage({ id: 7, image_path: 'a.jpg', s3_image_path: null }, undefined)).toBe('N/A');
  });

  it('gives Visitor Over Stay its In Time and Duration columns, other types the six', () => {
    const [overstay, parkingTable] = ofKind(alertDetailSections(alertDetail, context), 'table');
    expect(overstay?.columns.map((column) => column.title)).toEqual([
      'S.No',
      'Alert Triggered Time',
      'In Time',
      'Duration',
      'Description',
      'Status',
      'Image',
      'Remarks',
    ]);
    expect(overstay?.rows[0]).toMatchObject({ no: 1, status: 'Closed', duration: '2 h 35 m' });
    expect(overstay?.rows[1]).toMatchObject({ status: 'Open', remarks: 'Guard informed, Visitor left', image: 'N/A' });
    expect(parkingTable?.columns.map((column) => column.title)).toEqual([
      'S.No',
      'Alert Triggered Time',
      'Description',
      'Status',
      'Image',
      'Remarks',
    ]);
  });

  it('says No Data Found! when no alert type has rows', () => {
    const sections = alertDetailSections({ ...alertDetail, types: [] }, context);
    expect(ofKind(sections, 'empty')).toEqual([{ kind: 'empty', text: 'No Data Found!' }]);
  });
});

describe('Weekly digest', () => {
  const words = (runs: ReturnType<typeof changeRuns>) => runs.map((run) => run.text).join('');

  it('shows a rise in red as "more", a fall in green as "less", and no change as "the same"', () => {
    const rise = changeRuns(12, 'vehicles');
    expect(words(rise)).toBe(', 12% more vehicles than the previous week.');
    expect(rise.find((run) => run.text.includes('%'))?.tone).toBe('up');
    const fall = changeRuns(-8, 'visitors');
    expect(words(fall)).toBe(', 8% less visitors than the previous week.');
    expect(fall.find((run) => run.text.includes('%'))?.tone).toBe('down');
    expect(words(changeRuns(0, 'vehicles'))).toBe(', the same vehicles as the previous week.');
  });

  it('ranks the top alerts with "alert" or "alerts", and counts the notifications', () => {
    const sections = weeklySections(weekly(5, -3));
    expect(ofKind(sections, 'table')[0]?.rows).toEqual([
      { rank: 1, type: 'Visitor Overstay', count: '8 alerts' },
      { rank: 2, type: 'Parking Unauthorized', count: '1 alert' },
    ]);
    expect(ofKind(sections, 'tiles').at(-1)?.tiles).toEqual([{ label: 'Total notifications sent', value: 77 }]);
    expect(
      ofKind(sections, 'tiles')
        .find((tiles) => tiles.title === 'Visitors')
        ?.tiles.map((tile) => tile.label),
    ).toEqual(['Guest', 'Contractor', 'Pickup/Delivery']);
  });

  it('ranks the top alerts from the alert call when the weekly data has no top_alerts (a spec backend)', () => {
    const { top_alerts: _top, ...spec } = weekly(5, -3).weekly;
    const data = {
      weekly: spec,
      notifications: 77,
      alertTypes: [
        { key: 'parking.unauthorized', doc_count: 1, raised: { doc_count: 1 }, resolved: { doc_count: 0 } },
        { key: 'visitor.overstay', doc_count: 8, raised: { doc_count: 3 }, resolved: { doc_count: 5 } },
        { key: 'camera.offline', doc_count: 0, raised: { doc_count: 0 }, resolved: { doc_count: 0 } },
      ],
    } as unknown as WeeklyData;
    expect(ofKind(weeklySections(data), 'table')[0]?.rows).toEqual([
      { rank: 1, type: 'Visitor Overstay', count: '8 alerts' },
      { rank: 2, type: 'Parking Unauthorized', count: '1 alert' },
    ]);
    expect(ofKind(weeklySections({ weekly: spec, notifications: 0 }), 'table')[0]?.rows).toEqual([]);
  });

  it('prints the company address as the footer, not the tree line', () => {
    expect(kindOf('consolidated')?.footer).toBe(COMPANY_ADDRESS);
    expect(weeklySections(weekly(1, 1)).some((section) => JSON.stringify(section).includes(COMPANY_ADDRESS))).toBe(
      false,
    );
  });
});

describe('VMS reports', () => {
  it('totals the registrations per visitor type and details each type that has visits', () => {
    const sections = visitorTypeSections(visitsByType);
    expect(ofKind(sections, 'tiles')[0]?.tiles).toEqual([
      { label: 'Total Registrations', value: 3 },
      { label: 'Guest', value: 2 },
      { label: 'Delivery', value: 1 },
      { label: 'Contractor', value: 0 },
      { label: 'Pickup/Drop', value: 0 },
    ]);
    expect(ofKind(sections, 'table').map((table) => [table.title, table.rows.length])).toEqual([
      ['Detailed Report: Guest', 2],
      ['Detailed Report: Delivery', 1],
    ]);
  });

  it('gives each device a card and a table, and visits without a device their own', () => {
    const sections = deviceSections({ ...visitsByType, buckets: [{ key: 'Kiosk A', doc_count: 2 }] });
    expect(ofKind(sections, 'tiles')[0]?.tiles).toEqual([{ label: 'Kiosk A', value: 2 }]);
    expect(ofKind(sections, 'table').map((table) => table.title)).toEqual([
      'Detailed Report: Kiosk A',
      'Detailed Report: No device',
    ]);
  });
});
