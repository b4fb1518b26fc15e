export { MotionScope } from "./MotionScope";
export { arrivalOf, travelOf } from "./motionProps";
