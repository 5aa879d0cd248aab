#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <unistd.h>

// A real, small file system for full-disk tests: a tmpfs of `size` (such as "64k") mounted on a temporary
// folder, unmounted when this goes away. Mounting needs root (CI runs as root); skipReason() says why not.
class SmallTmpfs
{
public:
    explicit SmallTmpfs(const QString& size)
    {
        if (::geteuid() != 0) {
            m_skip = "mounting a small tmpfs needs root (CI runs as root)";
            return;
        }
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=") + size, QStringLiteral("tmpfs"), m_dir.path()}) != 0) {
            m_skip = "this machine does not let a test mount a tmpfs";
            return;
        }
        m_mounted = true;
    }
    ~SmallTmpfs()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {m_dir.path()});
    }
    SmallTmpfs(const SmallTmpfs&) = delete;
    SmallTmpfs& operator=(const SmallTmpfs&) = delete;

    // nullptr when mounted; otherwise the reason for QSKIP.
    const char* skipReason() const { return m_mounted ? nullptr : m_skip; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

    // Fills every free page with the file `filler` and then frees `slackPages` pages of it again.
    bool fill(int slackPages = 0) const
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray page(4096, 'f');
        while (filler.write(page) == page.size()) {
        }
        return filler.resize(filler.size() - qint64(slackPages) * 4096);
    }

private:
    QTemporaryDir m_dir;
    const char* m_skip = nullptr;
    bool m_mounted = false;
};
