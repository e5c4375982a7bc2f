// Every kind of press in chromium (support/presses.ts): one file per engine, so the engines run side by side.
import { presses } from './support/presses'

presses('chromium')
