// The list of every image to produce: output path, size and SVG builder.
import { SCENES } from './scenes.mjs'
import { DETAILS } from './details.mjs'
import { TEAM, AVATARS, teamSVG, avatarSVG, badgeSVG } from './portraits.mjs'

const J = (out, w, h, svg, extra = {}) => Object.assign({ out, w, h, svg: () => svg(w, h) }, extra)

export const jobs = [
  J('hero/home.jpg', 1920, 1080, SCENES.hero),
  // the certification badges, without words (the page writes them beside each, in its language)
  J('certifications/shingle-installer.png', 256, 256, (w, h) => badgeSVG('shingle', w, h)),
  J('certifications/nc-licensed.png', 256, 256, (w, h) => badgeSVG('shield', w, h)),
  J('certifications/fully-insured.png', 256, 256, (w, h) => badgeSVG('umbrella', w, h)),
  J('certifications/family-owned.png', 256, 256, (w, h) => badgeSVG('family', w, h)),
  J('certifications/five-star.png', 256, 256, (w, h) => badgeSVG('stars', w, h)),
  J('services/roof-repair.jpg', 1600, 1000, SCENES.roofRepair),
  J('services/roof-replacement.jpg', 1600, 1000, SCENES.roofReplacement),
  J('services/commercial-roofing.jpg', 1600, 1000, (w, h) => SCENES.commercialRoofing(w, h)),
  J('services/residential-roofing.jpg', 1600, 1000, SCENES.residentialRoofing),
  J('services/storm-damage-repair.jpg', 1600, 1000, (w, h) => SCENES.stormDamage(w, h)),
  J('services/roof-inspection.jpg', 1600, 1000, SCENES.roofInspection),
  J('services/roofing-materials.jpg', 1600, 1000, (w, h) => SCENES.roofingMaterials(w, h)),
  J('services/gutter-skylight.jpg', 1600, 1000, SCENES.gutterSkylight),
  J('towns/raleigh.jpg', 1920, 900, SCENES.townRaleigh),
  J('towns/cary.jpg', 1920, 900, SCENES.townCary),
  J('towns/durham.jpg', 1920, 900, SCENES.townDurham),
  J('towns/apex.jpg', 1920, 900, SCENES.townApex),
  J('towns/morrisville.jpg', 1920, 900, SCENES.townMorrisville),
  J('towns/garner.jpg', 1920, 900, SCENES.townGarner),
  J('towns/wake-forest.jpg', 1920, 900, SCENES.townWakeForest),
  J('towns/holly-springs.jpg', 1920, 900, SCENES.townHollySprings),
  J('towns/fuquay-varina.jpg', 1920, 900, SCENES.townFuquay),
  J('towns/knightdale.jpg', 1920, 900, SCENES.townKnightdale),
  J('towns/clayton.jpg', 1920, 900, SCENES.townClayton),
  J('towns/zebulon.jpg', 1920, 900, SCENES.townZebulon),
  J('projects/highland-park-replacement.jpg', 1600, 1000, SCENES.projHighland),
  J('projects/holly-springs-new-build.jpg', 1600, 1000, SCENES.projNewBuild),
  J('projects/cary-office-tpo.jpg', 1600, 1000, SCENES.projCaryOffice),
  J('projects/garner-storm-repair.jpg', 1600, 1000, SCENES.projGarnerStorm),
  J('projects/wake-forest-metal.jpg', 1600, 1000, SCENES.projWakeMetal),
  J('projects/durham-emergency-repair.jpg', 1600, 1000, (w, h) => SCENES.projDurhamEmergency(w, h)),
  J('articles/signs-you-need-a-new-roof.jpg', 1600, 900, SCENES.articleSigns),
  J('articles/metal-vs-shingle-roofing-north-carolina.jpg', 1600, 900, SCENES.articleMetal),
  J('articles/what-to-do-after-storm-damage.jpg', 1600, 900, SCENES.articleStorm),
  J('about/story.jpg', 1600, 1000, SCENES.aboutStory),
  J('careers/crew.jpg', 1600, 1000, SCENES.careersCrew),
  J('video/why-choose-us.jpg', 1280, 720, SCENES.videoWhy),
  J('video/about-story.jpg', 1280, 720, SCENES.videoAbout),
  J('video/thank-you.jpg', 1280, 720, SCENES.videoThanks),
  J('video/testimonial-1.jpg', 1280, 720, SCENES.videoTestimonial1),
  J('video/testimonial-2.jpg', 1280, 720, SCENES.videoTestimonial2),
  J('video/testimonial-3.jpg', 1280, 720, SCENES.videoTestimonial3),
]

DETAILS.forEach((fn, i) => jobs.push(J(`details/detail-${String(i + 1).padStart(2, '0')}.jpg`, 800, 600, fn)))
TEAM.forEach((_, i) => jobs.push(J(`team/member-${String(i + 1).padStart(2, '0')}.jpg`, 600, 750, teamSVG(i), { quality: 82 })))
AVATARS.forEach((_, i) => jobs.push(J(`avatars/avatar-${String(i + 1).padStart(2, '0')}.jpg`, 200, 200, avatarSVG(i), { quality: 85 })))
