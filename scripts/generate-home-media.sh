#!/usr/bin/env bash
# Generates the homepage media (issue 15 item 2) from mathematics alone: no footage, no third-party assets.
# Needs ffmpeg (libx264, libvpx-vp9) and node with sharp (the posters). Output: apps/web/public/media/.
# The loops are seamless because every formula is periodic in time with the clip's length.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../apps/web/public/media"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Hero: slow golden silk on a dark ground, 8 s at 24 fps, drawn at 480x270 (smooth: upscales cleanly), video 960x540.
P=8
hero_v="0.5+0.28*sin(2*PI*(X/W*1.3+T/$P)+1.6*sin(2*PI*(Y/H*0.8-T/$P)))+0.22*sin(2*PI*(Y/H*1.7+X/W*0.6-2*T/$P))"
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=480x270:r=24:d=$P" \
  -vf "geq=r='21+196*pow(clip($hero_v,0,1),2.2)':g='20+150*pow(clip($hero_v,0,1),2.4)':b='23+60*pow(clip($hero_v,0,1),3)',scale=1280:720:flags=bicubic" \
  -c:v ffv1 -pix_fmt yuv420p "$tmp/hero.mkv"
ffmpeg -y -loglevel error -i "$tmp/hero.mkv" -vf scale=960:540 -c:v libx264 -preset slow -crf 30 -profile:v main -movflags +faststart -an "$out/hero.mp4"
ffmpeg -y -loglevel error -i "$tmp/hero.mkv" -vf scale=960:540 -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/hero.webm"
ffmpeg -y -loglevel error -ss 0 -i "$tmp/hero.mkv" -frames:v 1 "$tmp/hero.png"
# The poster is larger than the video (1280x720): never upscaled in the hero, it stays the largest paint.
node "$here/generate-home-media-posters.mjs" "$tmp/hero.png" "$out/hero-poster" 1280

# Gallery 1: rotating rings like a barber's pole seen from above, 6 s loop, drawn at 320x320, shown at 480x480.
G=6
ring_v="0.5+0.5*sin(2*PI*(hypot(X-W/2,Y-H/2)/W*5-T/$G)+3*sin(atan2(Y-H/2,X-W/2)+2*PI*T/$G))"
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=320x320:r=24:d=$G" \
  -vf "geq=r='25+200*clip($ring_v,0,1)':g='22+150*pow(clip($ring_v,0,1),1.4)':b='28+40*pow(clip($ring_v,0,1),2)',scale=480:480:flags=bicubic" \
  -c:v ffv1 -pix_fmt yuv420p "$tmp/g1.mkv"
# Gallery 2: diagonal stripes sliding, the pole's spiral, 6 s loop, drawn at 320x320, shown at 480x480.
stripe_v="0.5+0.5*sin(2*PI*((X+Y)/W*2.5-T/$G))"
shade="0.75+0.25*sin(2*PI*(Y/H-T/$G))"
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=320x320:r=24:d=$G" \
  -vf "geq=r='clip((30+210*clip($stripe_v,0,1))*($shade),0,255)':g='clip((26+165*pow(clip($stripe_v,0,1),1.3))*($shade),0,255)':b='clip((30+110*pow(clip($stripe_v,0,1),3))*($shade),0,255)',scale=480:480:flags=bicubic" \
  -c:v ffv1 -pix_fmt yuv420p "$tmp/g2.mkv"
for n in 1 2; do
  ffmpeg -y -loglevel error -i "$tmp/g$n.mkv" -c:v libx264 -preset slow -crf 31 -profile:v main -movflags +faststart -an "$out/gallery-$n.mp4"
  ffmpeg -y -loglevel error -i "$tmp/g$n.mkv" -frames:v 1 "$tmp/g$n.png"
  node "$here/generate-home-media-posters.mjs" "$tmp/g$n.png" "$out/gallery-$n-poster" 480
done
ls -l "$out"
