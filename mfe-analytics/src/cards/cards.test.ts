// The 22 cards of spec part 3 §9, declared once: names in order, distinct links, and the immediate cards of §4.
import { analyticsCards, immediateCards } from './cards';

test('the 22 cards of §9, in order, each with its own link', () => {
  expect(analyticsCards.map((card) => card.name)).toEqual([
    'Most Visiting Visitor',
    'Most Invited Unit',
    'Most Visiting Unit',
    'Most Overstaying Vehicle',
    'Most Unauthorized Parked Vehicle',
    'Most Traffic On a Day',
    'Most Face Used Person',
    'Most Rfid Used Person',
    'Most Qr Used Person',
    'Most Alerts From Camera',
    'Most Special Vehicle Entry',
    'Most Heavy Vehicle Entry',
    'Ivr Call Count',
    'Video Call Count',
    'Non Resident Vehicles In Resident Vehicle Entry Lane',
    'Most VMS Entry',
    'Most Intercom Entry',
    'Most Unregistered Visitor',
    'Most Sms Count',
    'Most No Of Unreg Entry',
    'Most Video Call Accept Count',
    'Most Video Call Reject Count',
  ]);
  expect(new Set(analyticsCards.map((card) => card.link)).size).toBe(22);
  for (const card of analyticsCards) expect(card.link).toMatch(/^[a-z0-9-]+$/);
});

test('§4: IVR call, video call, accepted, rejected, SMS, traffic on a day and unregistered entries load at once', () => {
  expect(immediateCards()).toEqual([
    'Most Traffic On a Day',
    'Ivr Call Count',
    'Video Call Count',
    'Most Sms Count',
    'Most No Of Unreg Entry',
    'Most Video Call Accept Count',
    'Most Video Call Reject Count',
  ]);
});
