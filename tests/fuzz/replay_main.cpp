// Replays fuzz inputs without libFuzzer (the ordinary build): every file named, or found under a folder
// named, on the command line goes through the target once. ctest runs it over the seed corpus and the
// reproducers.
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char* argv[])
{
    int files = 0;
    for (int i = 1; i < argc; ++i) {
        QStringList paths;
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (QFileInfo(arg).isDir()) {
            QDirIterator it(arg, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                paths << it.next();
        } else if (QFileInfo::exists(arg)) {
            paths << arg;
        }
        paths.sort();
        for (const QString& p : paths) {
            QFile f(p);
            if (!f.open(QIODevice::ReadOnly) || f.size() > (8 << 20))
                continue; // the suite's huge files are made by the bad-input test, not replayed here
            const QByteArray d = f.readAll();
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(d.constData()),
                                   std::size_t(d.size()));
            ++files;
        }
    }
    std::printf("replayed %d inputs\n", files);
    return files > 0 ? 0 : 1;
}
