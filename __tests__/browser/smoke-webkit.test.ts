// The smoke flows in webkit (support/smoke.ts): one file per engine, so the engines run side by side.
import { smoke } from './support/smoke'

smoke('webkit')
