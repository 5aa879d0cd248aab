#pragma once

#include "error.h"

#include <QString>

#include <memory>

class QLockFile;

namespace gp {

// The lock every writer of a plan file takes: PATH.lock beside the plan, a QLockFile that records the
// holder's process id, program and host. The window holds it while the plan is open; `plan add` holds it
// for one read-add-write, so parallel writers queue instead of overwriting each other's items. A lock
// left by a process that died is taken over (stale only by process id, never by age: a window may hold a
// plan open for days).
class PlanLock
{
public:
    // How long a writer waits for another to finish before giving up.
    static constexpr int DefaultWaitMs = 20'000;

    static QString lockPath(const QString& planPath); // PATH.lock
    // The lock object, set up as every writer uses it (not yet taken).
    static std::unique_ptr<QLockFile> make(const QString& planPath);

    // A try at the lock: taken, or why not, in the words every face uses.
    struct Attempt
    {
        std::unique_ptr<QLockFile> lock; // set when taken
        bool heldElsewhere = false;      // another window or program holds it (not: it cannot be made)
        QString holder;                  // "gpu-planner (process 1234 on host)"; empty when unknown
        QString problem;                 // when not taken: "the plan is being edited by …" or why no lock
                                         // file can be made ("cannot create the lock file NAME: REASON")
        Attempt();
        Attempt(Attempt&&) noexcept;
        Attempt& operator=(Attempt&&) noexcept;
        ~Attempt();
    };
    static Attempt attempt(const QString& planPath, int waitMs);

    // Takes the lock, waiting up to waitMs. The error (Io) names the plan and the holder: "FILE: the plan is
    // being edited by gpu-planner (process 1234 on host); close it there or try again".
    static Result<std::unique_ptr<QLockFile>> acquire(const QString& planPath, int waitMs = DefaultWaitMs);

    // "gpu-planner (process 1234 on host)" for a lock someone holds; empty when unknown.
    static QString holder(const QLockFile& lock);
};

} // namespace gp
