// axe (WCAG 2.2 AA) at 375 px over one page of each kind in each language (support/axe.ts): one file per width, so the widths run side by side.
import { axeAt } from './support/axe'

axeAt(375)
