// Loaded after the first paint, in a chunk of its own: the layout animations (a card moving between
// board columns) need the full feature set, domAnimation alone has no layout.
export { domMax as motionFeatures } from "framer-motion";
