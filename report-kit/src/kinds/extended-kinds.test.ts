import type { ReportSection } from '../kit/model';
import { alertTypeSections } from './alert-types';
import { carParkSections } from './car-park';
import { extendedTypes } from './extended';
import { notificationSections } from './notifications';
import { overallSections, periods } from './overall';
import { hourSlot, units, type WaterMeterData, waterMeterSections } from './water-meter';

const ofKind = <K extends ReportSection['kind']>(sections: ReportSection[], kind: K) =>
  sections.filter((section): section is Extract<ReportSection, { kind: K }> => section.kind === kind);

describe('Water meter', () => {
  it('labels an hourly row hh A - hh A and shows whole units', () => {
    expect(hourSlot('2026-11-16T00:00:00')).toBe('12 AM - 01 AM');
    expect(hourSlot('2026-11-16T11:00:00')).toBe('11 AM - 12 PM');
    expect(hourSlot('2026-11-16T23:00:00')).toBe('11 PM - 12 AM');
    expect([units(12.4), units(12.5), units(undefined)]).toEqual(['12 Units', '13 Units', '0 Units']);
  });

  it('totals each meter in tiles and lists a row per slot, a column per meter', () => {
    const sections = waterMeterSections({
      hourly: false,
      rows: [
        { datetime: '2026-11-16T00:00:00', 'Small Meter': 10.2, 'Big Meter': 100.6 },
        { datetime: '2026-11-17T00:00:00', 'Small Meter': 5.4, 'Big Meter': 0 },
      ] as unknown as WaterMeterData['rows'],
      graph: {},
    });
    expect(ofKind(sections, 'tiles')[0]?.tiles).toEqual([
      { label: 'Small Meter units consumed', value: '16 Units' },
      { label: 'Big Meter units consumed', value: '101 Units' },
    ]);
    const table = ofKind(sections, 'table')[0];
    expect(table?.columns.map((column) => column.title)).toEqual(['S.No', 'Date', 'Small Meter', 'Big Meter']);
    expect(table?.rows[1]).toEqual({ no: 2, when: '17-11-2026', 'Small Meter': '5 Units', 'Big Meter': '0 Units' });
  });

  it("sums the spec backend's 30-minute rows into whole hours, labelled hh A - hh A, and draws report_graph", () => {
    const data = {
      hourly: true,
      rows: [
        { datetime: '2026-11-16T09:00:00.000Z', 'Small Meter': 1.5, 'Big Meter': 10 },
        { datetime: '2026-11-16T09:30:00.000Z', 'Small Meter': 2, 'Big Meter': 0.4 },
        { datetime: '2026-11-16T10:00:00.000Z', 'Small Meter': 1, 'Big Meter': 3 },
      ] as unknown as WaterMeterData['rows'],
      graph: {
        'Small Meter': [
          { summary_datetime: '2026-11-16T09:00:00.000Z', consumption: 7 },
          { summary_datetime: '2026-11-16T09:30:00.000Z', consumption: 1 },
        ],
      },
    };
    const sections = waterMeterSections(data);
    const table = ofKind(sections, 'table')[0];
    expect(table?.rows).toEqual([
      { no: 1, when: hourSlot('2026-11-16T09:00:00.000Z'), 'Small Meter': '4 Units', 'Big Meter': '10 Units' },
      { no: 2, when: hourSlot('2026-11-16T10:00:00.000Z'), 'Small Meter': '1 Units', 'Big Meter': '3 Units' },
    ]);
    expect(table?.rows[0]?.when).toMatch(/^\d\d [AP]M - \d\d [AP]M$/);
    const chart = ofKind(sections, 'line')[0];
    expect(chart?.categories).toEqual([hourSlot('2026-11-16T09:00:00.000Z')]);
    expect(chart?.series.find((series) => series.name === 'Small Meter')?.values).toEqual([8]);
  });

  it('sums 30-minute rows into days for Daily Consumption', () => {
    const rows = Array.from({ length: 96 }, (_, slot) => ({
      datetime: new Date(Date.UTC(2026, 10, 16, 0, slot * 30)).toISOString(),
      'Small Meter': 0.5,
    })) as unknown as WaterMeterData['rows'];
    const table = ofKind(waterMeterSections({ hourly: false, rows, graph: {} }), 'table')[0];
    expect(table?.rows.map((row) => row['Small Meter'])).toEqual(['24 Units', '24 Units']);
  });
});

describe('Notification report', () => {
  it('shows the four medium totals and a row per day', () => {
    const sections = notificationSections({
      media: [
        { key: 'Sms', doc_count: 4 },
        { key: 'Ivr', doc_count: 1 },
      ],
      days: [{ date: '2026-11-16', sms: 4, mail: 0, whatsapp: 0, ivr: 1 }],
    });
    expect(ofKind(sections, 'tiles')[0]?.tiles).toEqual([
      { label: 'Total Message', value: 4 },
      { label: 'Total Mail', value: 0 },
      { label: 'Total WhatsApp', value: 0 },
      { label: 'Total Ivr Calls', value: 1 },
    ]);
    expect(ofKind(sections, 'table')[0]?.rows).toEqual([{ date: '16-11-2026', sms: 4, mail: 0, whatsapp: 0, ivr: 1 }]);
  });
});

describe('Alert report per type', () => {
  it('has the drawer columns and maps Resolved to Closed', () => {
    const sections = alertTypeSections({
      total: 1,
      open: 0,
      closed: 1,
      alerts: [
        {
          id: 1,
          alert_type_name: 'visitor.overstay',
          alert_type_display_name: 'Visitor Overstay',
          alert_group: null,
          from_time: '2026-11-16T10:00:00Z',
          to_time: null,
          description: 'x',
          status: 'Resolved',
          image_path: null,
          s3_image_path: null,
          remarks: null,
          comments: [],
          device_name: null,
          entity: {
            number_plate: 'SGX1A',
            block: 'A',
            unit_number: '01-01',
            visitor: { name: 'Ana', phone: '+65 9' },
            in_time: null,
            out_time: null,
          },
        },
      ],
    });
    const table = ofKind(sections, 'table')[0];
    expect(table?.columns.map((column) => column.title)).toEqual([
      'S.No',
      'Vehicle No',
      'Block/Floor/Unit',
      'Phone Number',
      'Entry Date',
      'Action',
      'Remarks',
      'Exit Date',
    ]);
    expect(table?.rows[0]).toMatchObject({
      plate: 'SGX1A',
      unit: 'A / 01-01',
      action: 'Closed',
      entry: 'N/A',
      remarks: '-',
    });
  });
});

describe('Car park reports', () => {
  it('show the overstay thresholds on the overstay report and the patrol times on every one', () => {
    const overstay = carParkSections({ subType: 'visitor_overstay', rows: [], total: 0 });
    const text = ofKind(overstay, 'paragraph').map((paragraph) => paragraph.runs.map((run) => run.text).join(''));
    expect(text).toEqual([
      'Overstay thresholds: Visitor: 12:00 AM / 12:30 AM · Contractor: 06:00 PM / 06:30 PM · Delivery: greater than 30 mins · Pickup/Drop: greater than 15 mins',
      'Virtual patrol check times: 10:30 PM, 01:30 AM, 04:30 AM',
    ]);
    const invites = carParkSections({
      subType: 'self_invites',
      rows: [{ name: null, count: 2, unit_number: '02-03', date: '2026-11-16' }],
      total: 1,
    });
    expect(ofKind(invites, 'paragraph')).toHaveLength(1);
    expect(ofKind(invites, 'table')[0]?.rows).toEqual([{ name: '-', count: 2, unit: '02-03', date: '16-11-2026' }]);
  });

  it('list the parked visitor vehicles with the spec columns name, number plate, block and date', () => {
    const parked = carParkSections({
      subType: 'visitor_vehicles_3',
      minutes: 180,
      rows: [{ name: 'Ann', number_plate: 'SGX1234A', block: 'A', date: '2026-11-16T09:00:00.000Z' }],
      total: 1,
    } as unknown as Parameters<typeof carParkSections>[0]);
    const table = ofKind(parked, 'table')[0];
    expect(table?.columns.map((column) => column.title)).toEqual(['Name', 'Number Plate', 'Block', 'Date']);
    expect(table?.title).toBe('Visitor vehicles parked 3:00 h or more');
  });
});

describe('Overall summaries', () => {
  it('cut a range into days or weeks, the last ending with the range', () => {
    const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-10T12:00:00.000Z' };
    expect(periods(range, 'day')).toHaveLength(10);
    const weeks = periods(range, 'week');
    expect(weeks.map((week) => [week.from.slice(0, 10), week.to])).toEqual([
      ['2026-11-01', '2026-11-07T23:59:59.999Z'],
      ['2026-11-08', '2026-11-10T12:00:00.000Z'],
    ]);
  });

  it('totals every figure, action taken included', () => {
    const row = {
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-01T23:59:59Z',
      vehiclesIn: 3,
      vehiclesOut: 2,
      visitors: 1,
      alerts: 4,
      actionTaken: 3,
      notifications: 9,
    };
    const sections = overallSections({ period: 'day', rows: [row, { ...row, alerts: 1, actionTaken: 0 }] });
    expect(ofKind(sections, 'tiles')[0]?.tiles.find((tile) => tile.label === 'Action Taken')?.value).toBe(3);
    expect(ofKind(sections, 'tiles')[0]?.tiles.find((tile) => tile.label === 'Alerts')?.value).toBe(5);
  });
});

describe('The extended page’s kinds', () => {
  it('offers the 9 types in the spec order', () => {
    expect(extendedTypes.map((entry) => entry.label)).toEqual([
      'Alert Report',
      'Attendance Report',
      'Overall Report',
      'Visitor Report',
      'Notification Report',
      'Water Meter Report',
      'Employee Attendance',
      'Attendance Summary',
      'Car Park Statistics',
    ]);
  });

  it('declares the sub-types of the spec table', () => {
    const subTypes = Object.fromEntries(
      extendedTypes.map((entry) => [entry.type, entry.subTypes?.map((choice) => choice.label)]),
    );
    expect(subTypes.alert_report).toEqual([
      'Alert Count',
      'Detail Alert Report',
      'Visitor OverStay',
      'Contractor OverStay',
      'Delivery OverStay',
      'PickupDrop OverStay',
    ]);
    expect(subTypes.attendance_report).toEqual(['Exit from camera', 'Exit from device']);
    expect(subTypes.overall_report).toEqual(['Daily Summary', 'Weekly Summary', 'P/A Summary']);
    expect(subTypes.visitor_report).toEqual(['Device Summary', 'Entry Summary', 'Type Summary']);
    expect(subTypes.water_meter_report).toEqual(['Hourly Consumption', 'Daily Consumption']);
    expect(subTypes.car_park_report).toEqual([
      'Self Invites',
      'Visitor Vehicles Parked hours/day',
      'Most Visiting Visitors',
      'Visitor Overstay',
    ]);
    for (const type of ['notification_report', 'employee_attendance', 'attendance_summary'])
      expect(subTypes[type]).toBeUndefined();
  });
});
