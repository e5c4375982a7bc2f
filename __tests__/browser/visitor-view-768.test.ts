// The visitor view at 768 px (support/visitor-view.ts): one file per width, so the widths run side by side.
import { visitorView } from './support/visitor-view'

visitorView(768)
