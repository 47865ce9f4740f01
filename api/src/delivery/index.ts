export { deliveryHandler } from './handler';
export { DELIVERY_QUEUE, type EnqueueResult, enqueueMessage, type NewMessage, OUTBOX_STATUSES } from './outbox';
export { defaultTransports, type Medium, type Transport, TransportError, type Transports } from './transports';
