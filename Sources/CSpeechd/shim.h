// The C side of SpeechKit's speaker: Speech Dispatcher's client library (Debian's libspeechd-dev, pkg-config
// `speech-dispatcher`), the layer the Orca screen reader speaks through too (R111). SpeechKit is the only module
// that imports it.
#ifndef WORM_CSPEECHD_SHIM_H
#define WORM_CSPEECHD_SHIM_H

#include <libspeechd.h>

#endif
