// Every kind of press in firefox (support/presses.ts): one file per engine, so the engines run side by side.
import { presses } from './support/presses'

presses('firefox')
