// What the product modules use of the lines: the line decider, its state and the gate. A line
// belongs to a container (a tube, a blind box); the module that owns the container runs it.
export { lineDecider, lineStreamId, LineClosedError, LineFull, type ClaimOutcome, type LineCommand } from './domain/line.decide';
export { lineAhead, placeOf, type Line, type LineOffer } from './domain/line.state';
export { LinePlaceReader } from './line-place.reader';
export { LineKeeper } from './line-keeper';
