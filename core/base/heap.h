#pragma once

namespace gp {

// Asks the kernel to back the heap with transparent huge pages (Linux with THP in "madvise" mode; a
// no-op elsewhere). Loading a 100,000-offer catalog allocates some 150 MB in small blocks; with 4 KB
// pages that is ~40,000 page faults, most of the load time on a virtual machine. Call first in main().
void preferHugePagesForHeap();
// The same for the arena of the calling thread (not the first): call first in a thread that loads a catalog.
void preferHugePagesForThreadHeap();

} // namespace gp
